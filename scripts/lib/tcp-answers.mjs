import net from 'node:net';

/** Whether something accepts a TCP connection at the URL's host and port (a server is up). */
export const tcpAnswers = (url, defaultPort) =>
  new Promise((resolve) => {
    const { hostname, port } = new URL(url);
    const socket = net.connect({ host: hostname, port: Number(port || defaultPort) });
    socket.once('connect', () => resolve(socket.end() && true));
    socket.once('error', () => resolve(false));
  });
