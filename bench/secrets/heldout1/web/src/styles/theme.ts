export const theme = {
  colors: {
    primary: '#1f6feb', primaryDark: '#0b3d91', danger: '#d1242f', warning: '#bf8700',
    surface: '#f6f8fa', border: '#d0d7de', text: '#1f2328', muted: '#59636e',
  },
  fonts: { body: 'Inter, system-ui, sans-serif', mono: '"JetBrains Mono", monospace' },
  shadow: '0 1px 3px rgba(31, 35, 40, 0.12), 0 8px 24px rgba(66, 74, 83, 0.12)',
};
