import type { NextConfig } from 'next';

const config: NextConfig = {
  // The demo's words and room text are TypeScript source in the workspace.
  transpilePackages: ['@unistay/demo'],
  poweredByHeader: false,
  // Type-checked by the workspace's test command, against the packages' built types.
  typescript: { ignoreBuildErrors: true },
  async headers() {
    return [
      {
        source: '/:path*',
        headers: [
          { key: 'X-Content-Type-Options', value: 'nosniff' },
          { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
          { key: 'X-Frame-Options', value: 'DENY' },
        ],
      },
      {
        // The staff sign-in link's page carries its token in the address: sent to no other site (this
        // one's own forms, the measurement question's among them, still come back to the page).
        source: '/enquiries/link',
        headers: [{ key: 'Referrer-Policy', value: 'same-origin' }],
      },
    ];
  },
};

export default config;
