import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/** Debian's nginx, installed when missing (the benchmark machine is ours; CI never runs this). */
export function nginxBinary(): string | null {
  const found = spawnSync("sh", ["-c", "command -v nginx || ls /usr/sbin/nginx"], { encoding: "utf8" }).stdout.trim().split("\n")[0];
  if (found) return found;
  console.log("nginx is missing: installing Debian's nginx-light");
  const install = spawnSync("sh", ["-c", "apt-get install -y nginx-light || (apt-get update && apt-get install -y nginx-light)"], { stdio: "ignore" });
  if (install.status !== 0) return null;
  return existsSync("/usr/sbin/nginx") ? "/usr/sbin/nginx" : null;
}

/**
 * nginx on another loopback port, serving one page as a static file with exactly the bytes the
 * app answered (its gzip copy through gzip_static). One worker, like the one Node process.
 * Runs in the foreground of a child process from a temporary prefix: no system config is read.
 */
export function startNginx(binary: string, port: number, pagePath: string, html: Buffer, gzipped: Buffer): ChildProcess {
  const prefix = mkdtempSync(path.join(tmpdir(), "condo-bench-nginx-"));
  // nginx's workers drop to an unprivileged user when started as root: they must read the files.
  chmodSync(prefix, 0o755);
  const root = path.join(prefix, "html");
  mkdirSync(root);
  mkdirSync(path.join(prefix, "logs"));
  writeFileSync(path.join(root, "page.html"), html);
  writeFileSync(path.join(root, "page.html.gz"), gzipped);
  const config = path.join(prefix, "nginx.conf");
  writeFileSync(
    config,
    `daemon off;
worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/logs/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${prefix}/client_body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  default_type text/html;
  sendfile on;
  tcp_nopush on;
  open_file_cache max=16 inactive=60s;
  gzip_static on;
  keepalive_requests 100000;
  server {
    listen 127.0.0.1:${port};
    root ${root};
    location = ${pagePath} { try_files /page.html =404; }
  }
}
`,
  );
  return spawn(binary, ["-p", prefix, "-c", config], { stdio: ["ignore", "ignore", "inherit"] });
}
