import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export function Login({ onSubmit }: { onSubmit: (email: string, password: string) => Promise<void> }) {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  return (
    <form onSubmit={(e) => { e.preventDefault(); void onSubmit(email, password); }}>
      <label>{t('login.email')}<input type="email" value={email} onChange={(e) => setEmail(e.target.value)} /></label>
      <label>{t('login.password')}<input type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} /></label>
      <button type="submit">{t('login.submit')}</button>
    </form>
  );
}
