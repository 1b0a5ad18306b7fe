import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './paths.mjs';

const TEMPLATE = path.join(ROOT, 'deploy/nginx/kraam.conf.template');
const TEMP_FOLDERS = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'];

/** Debian's nginx, installed when missing (as CI installs Chromium). */
export function ensureNginx() {
  try {
    execFileSync('nginx', ['-v'], { stdio: 'ignore' });
    return;
  } catch {
    console.log('scale-out: installing nginx (apt-get)…');
  }
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', 'nginx'], { stdio: 'inherit', env });
}

/** The template with its ${NAME}s filled in, as the nginx image's envsubst does (other $s stay). */
export function renderTemplate(values) {
  return fs
    .readFileSync(TEMPLATE, 'utf8')
    .replace(/\$\{([A-Z_]+)\}/g, (whole, name) => (name in values ? values[name] : whole));
}

/**
 * Runs nginx in the foreground from `dir` (its config, pid, logs and temp files all live there) in
 * front of the given instances; resolves with a stop().
 */
export function startNginx(dir, { webListen, apiListen, webServers, apiServers }) {
  const servers = (ports) => ports.map((port) => `server 127.0.0.1:${port};`).join('\n  ');
  const site = renderTemplate({
    WEB_LISTEN: `127.0.0.1:${webListen}`,
    API_LISTEN: `127.0.0.1:${apiListen}`,
    WEB_SERVERS: servers(webServers),
    API_SERVERS: servers(apiServers),
    ACCESS_LOG: path.join(dir, 'access.log'),
    // Which instance answered: how the scale-out journey proves both took part. Not in compose.yaml.
    UPSTREAM_HEADER: 'add_header X-Kraam-Upstream $upstream_addr always;',
  });
  fs.writeFileSync(path.join(dir, 'kraam.conf'), site);
  // Workers run as nobody: the temp folders must be theirs to write.
  for (const temp of TEMP_FOLDERS) {
    fs.mkdirSync(path.join(dir, temp));
    fs.chmodSync(path.join(dir, temp), 0o777);
  }
  fs.chmodSync(dir, 0o755);
  fs.writeFileSync(
    path.join(dir, 'nginx.conf'),
    [
      'worker_processes 1;',
      `pid ${dir}/nginx.pid;`,
      `error_log ${dir}/error.log warn;`,
      'events { worker_connections 1024; }',
      'http {',
      ...TEMP_FOLDERS.map((temp) => `  ${temp}_temp_path ${dir}/${temp};`),
      `  include ${dir}/kraam.conf;`,
      '}',
      '',
    ].join('\n'),
  );
  const args = ['-p', dir, '-e', path.join(dir, 'error.log'), '-c', path.join(dir, 'nginx.conf')];
  const child = spawn('nginx', [...args, '-g', 'daemon off;'], { stdio: 'inherit' });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return {
    child,
    exited,
    stop: () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGQUIT');
      return exited;
    },
  };
}
