import '@mantine/core/styles.css';
import { MantineProvider, createTheme, type CSSVariablesResolver } from '@mantine/core';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';

const theme = createTheme({ primaryColor: 'blue', primaryShade: 8, fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif' });

// Mantine's dimmed grey is below 4.5:1 on white; descriptions and hints use a darker one.
const resolver: CSSVariablesResolver = () => ({ variables: {}, light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)' }, dark: {} });

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <MantineProvider theme={theme} defaultColorScheme="light" cssVariablesResolver={resolver}>
      <App />
    </MantineProvider>
  </StrictMode>,
);
