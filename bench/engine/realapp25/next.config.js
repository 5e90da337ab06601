/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  images: { remotePatterns: [{ protocol: 'https', hostname: 'cdn.potluck.example.com' }] },
  experimental: { serverActions: { bodySizeLimit: '2mb' } },
};

module.exports = nextConfig;
