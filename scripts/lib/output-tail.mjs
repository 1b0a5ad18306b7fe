// The last lines a process wrote, kept to explain why it ended.
export function createOutputTail(maxLines = 20) {
  let lines = [];
  let partial = '';
  return {
    push(chunk) {
      const parts = (partial + chunk.toString('utf8')).split('\n');
      partial = parts.pop();
      lines.push(...parts);
      if (lines.length > maxLines) lines = lines.slice(-maxLines);
    },
    lines() {
      const all = partial === '' ? lines : [...lines, partial];
      return all.filter((line) => line.trim() !== '').slice(-maxLines);
    },
    clear() {
      lines = [];
      partial = '';
    },
  };
}
