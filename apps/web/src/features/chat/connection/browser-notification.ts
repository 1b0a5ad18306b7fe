/** Permission is asked once per page load (SPEC §8 "requested at load"), only while it is undecided. */
let asked = false;

export function askNotificationPermission(): void {
  if (asked || typeof Notification === 'undefined' || Notification.permission !== 'default') return;
  asked = true;
  try {
    // Browsers may refuse or quietly ignore a request without a user gesture; the chat works without it.
    void Promise.resolve(Notification.requestPermission()).catch(() => undefined);
  } catch {
    // Old Safari throws for the promise form.
  }
}

interface ChatNotice {
  title: string;
  sender: string;
  text: string;
  /** One notice per conversation: a newer message replaces the older one. */
  tag: string;
  onOpen: () => void;
}

/** The 'Unread Messages' notification (SPEC §8) with the sender and the text, when permitted. */
export function showChatNotification({ title, sender, text, tag, onOpen }: ChatNotice): void {
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return;
  try {
    const notice = new Notification(title, { body: `${sender}: ${text}`, tag, icon: '/icon.png' });
    notice.onclick = () => {
      window.focus();
      onOpen();
      notice.close();
    };
  } catch {
    // Android Chrome allows notifications only through a service worker; the dot still shows.
  }
}
