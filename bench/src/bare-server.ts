// The baseline: a bare Node `http` server answering every request with the same bytes as the measured GET
// (`node bench/dist/bare-server.js <port> <body file> <content type>`), in a process of its own like the API.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const [port, bodyFile, contentType] = process.argv.slice(2);
const body = readFileSync(bodyFile!);
const headers = { 'content-type': contentType ?? 'application/json; charset=utf-8', 'content-length': String(body.length) };
const server = createServer((_request, response) => {
  response.writeHead(200, headers);
  response.end(body);
});
server.listen(Number(port), '127.0.0.1', () => console.log(`bare server listening on ${port}`));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
