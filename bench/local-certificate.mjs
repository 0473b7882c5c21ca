// A certificate for 127.0.0.1 made for this run only (nothing is written to disk): the benchmark serves the site
// over HTTP/2, which browsers speak only over TLS, and the browsers it starts are told to accept this certificate.
import selfsigned from 'selfsigned';

/** `{ key, cert }` in PEM, valid for two days, for https://127.0.0.1. */
export async function localCertificate() {
  const made = await selfsigned.generate([{ name: 'commonName', value: '127.0.0.1' }], {
    days: 2,
    keySize: 2048,
    extensions: [{ name: 'subjectAltName', altNames: [{ type: 7, ip: '127.0.0.1' }] }],
  });
  return { key: made.private, cert: made.cert };
}
