// The vector form of billion laughs: `<use>`, and patterns, markers, masks and clip paths
// named by url(#id), draw another element again, and that element may draw others, so 5 KB can stand
// for 19^10 drawn elements. librsvg stops only after half a million references, seconds later. This
// counts how many elements a document draws once every fragment reference is followed, without
// rendering anything: one linear scan builds the element tree, then a memoised walk adds up each
// element's cost (itself, its children, what it references). A reference in a <style> sheet counts once
// for every element, as a rule may apply to any. A reference cycle counts as unbounded.

/** Paint servers and texts that draw nothing themselves: a gradient costs the same used once or often. */
const DRAWS_NOTHING = new Set([
  'stop',
  'lineargradient',
  'radialgradient',
  'title',
  'desc',
  'metadata',
  'style',
]);

const HREF_REFERENCE = /\bhref\s*=\s*["']\s*#([^"'\s]+)/gi;
const URL_REFERENCE = /url\(\s*["']?\s*#([^"')\s]+)/gi;
const ID_ATTRIBUTE = /(?:^|\s)id\s*=\s*["']([^"']*)["']/;
const TAG_NAME = /^[^\s/>]+/;

interface SvgNode {
  weight: 0 | 1;
  children: number[];
  references: string[];
}

interface SvgTree {
  nodes: SvgNode[];
  roots: number[];
  ids: Map<string, number>;
  /** References in `<style>` sheets: a rule may apply to any element. */
  sheetReferences: string[];
}

/** Deeper nesting than any drawing program writes; refused before it costs anything. */
const MAX_DEPTH = 256;

const referencesIn = (text: string): string[] =>
  // Most tags name nothing: skip the scans for them.
  text.includes('#')
    ? [...text.matchAll(HREF_REFERENCE), ...text.matchAll(URL_REFERENCE)].map((match) => match[1] ?? '')
    : [];

/** Index just past the tag's closing `>`, skipping `>` inside quoted attribute values; -1 when unclosed. */
function tagEnd(text: string, from: number): number {
  let quote = '';
  for (let index = from; index < text.length; index++) {
    const char = text.charAt(index);
    if (quote) {
      if (char === quote) quote = '';
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '>') return index + 1;
  }
  return -1;
}

/**
 * The element tree; undefined for markup that is not well formed enough to walk, nested deeper than
 * MAX_DEPTH or holding more than `limit` elements (each of which counts already).
 */
function parseTree(text: string, limit: number): SvgTree | undefined {
  const tree: SvgTree = { nodes: [], roots: [], ids: new Map(), sheetReferences: [] };
  const open: { index: number; isStyle: boolean }[] = [];
  let at = 0;
  while (at < text.length) {
    const lt = text.indexOf('<', at);
    const content = text.slice(at, lt === -1 ? text.length : lt);
    if (open.at(-1)?.isStyle) tree.sheetReferences.push(...referencesIn(content));
    if (lt === -1) break;
    const skipTo = (terminator: string) => {
      const end = text.indexOf(terminator, lt);
      return end === -1 ? -1 : end + terminator.length;
    };
    if (text.startsWith('<!--', lt)) at = skipTo('-->');
    else if (text.startsWith('<![CDATA[', lt)) {
      at = skipTo(']]>');
      if (at !== -1 && open.at(-1)?.isStyle) tree.sheetReferences.push(...referencesIn(text.slice(lt, at)));
    } else if (text.startsWith('<?', lt)) at = skipTo('?>');
    else if (text.startsWith('</', lt)) {
      at = skipTo('>');
      open.pop();
    } else {
      at = tagEnd(text, lt + 1);
      if (at === -1) return undefined;
      const tag = text.slice(lt + 1, at - 1);
      const name = (TAG_NAME.exec(tag)?.[0] ?? '').toLowerCase().replace(/^[\w-]+:/, '');
      const index = tree.nodes.length;
      tree.nodes.push({
        weight: DRAWS_NOTHING.has(name) ? 0 : 1,
        children: [],
        references: referencesIn(tag),
      });
      if (index > limit) return undefined;
      const id = tag.includes('id') ? ID_ATTRIBUTE.exec(tag)?.[1] : undefined;
      if (id !== undefined && !tree.ids.has(id)) tree.ids.set(id, index);
      const parent = open.at(-1);
      if (parent) tree.nodes[parent.index]?.children.push(index);
      else tree.roots.push(index);
      if (!tag.endsWith('/')) open.push({ index, isStyle: name === 'style' });
      if (open.length > MAX_DEPTH) return undefined;
    }
    if (at === -1) return undefined;
  }
  return tree;
}

/**
 * How many elements the document draws with every reference followed, counted up to `limit`: any
 * answer above `limit` means "too many"; a cycle, absurd nesting or unparseable markup answer Infinity.
 */
export function expandedElementCount(text: string, limit: number): number {
  const tree = parseTree(text, limit);
  if (!tree) return Number.POSITIVE_INFINITY;
  const { nodes, ids } = tree;
  const edges = (node: SvgNode): number[] => [
    ...node.children,
    ...node.references.flatMap((reference) => {
      const target = ids.get(reference);
      return target === undefined ? [] : [target];
    }),
  ];
  const state = new Uint8Array(nodes.length); // 0 new, 1 on the current path, 2 counted
  const cost = new Float64Array(nodes.length);
  /** An explicit stack, not recursion: nesting and reference chains can be thousands deep. */
  const count = (start: number): number => {
    const stack = [start];
    while (stack.length > 0) {
      const index = stack.at(-1) as number;
      const node = nodes[index] as SvgNode;
      if (state[index] === 0) {
        state[index] = 1;
        for (const next of edges(node)) {
          if (state[next] === 1) return Number.POSITIVE_INFINITY;
          if (state[next] === 0) stack.push(next);
        }
        continue;
      }
      stack.pop();
      if (state[index] === 1) {
        const sum = edges(node).reduce((total, next) => total + (cost[next] ?? 0), node.weight);
        cost[index] = Math.min(sum, limit + 1);
        state[index] = 2;
      }
    }
    return cost[start] ?? 0;
  };
  let total = 0;
  for (const root of tree.roots) total += count(root);
  let sheet = 0;
  for (const reference of tree.sheetReferences) {
    const target = ids.get(reference);
    if (target !== undefined) sheet += count(target);
  }
  // A cycle leaves the walk half done: its answer stands, whatever else was counted.
  if (total === Number.POSITIVE_INFINITY || sheet === Number.POSITIVE_INFINITY) return total + sheet;
  return Math.min(total + nodes.length * sheet, limit + 1);
}
