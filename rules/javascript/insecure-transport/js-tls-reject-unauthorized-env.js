// ruleid: js-tls-reject-unauthorized-env
process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';
// ok: js-tls-reject-unauthorized-env
process.env.NODE_TLS_REJECT_UNAUTHORIZED = '1';
// ok: js-tls-reject-unauthorized-env
process.env.NODE_OPTIONS = '0';
