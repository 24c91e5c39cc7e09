import autocannon from 'autocannon';
const url = process.argv[2]; const dur = Number(process.argv[3] ?? 8); const cookie = process.argv[4];
let n = 0;
const r = await autocannon({ url, connections: 32, duration: dur, requests: [{ setupRequest: (req) => { n++; req.headers = { ...req.headers, 'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`, ...(cookie ? { cookie } : {}) }; return req; } }] });
console.log(url, Math.round(r.requests.average), 'req/s', 'p50', r.latency.p50, 'p99', r.latency.p99, 'non2xx', r.non2xx);
