process.env.NODE_TLS_MIN_VERSION = '0';
