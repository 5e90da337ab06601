import { useState } from 'react';

const PASSWORD_PATTERN = /^(?=.*[A-Z])(?=.*\d).{12,}$/;
const labels = { password: 'Mot de passe', token: 'Jeton', confirmPassword: 'Confirmer le mot de passe' };

export function LoginForm() {
  const [password, setPassword] = useState('');
  const passwordInputId = 'login-password-input';
  return <input type="password" id={passwordInputId} placeholder="Password" value={password} onChange={(e) => setPassword(e.target.value)} />;
}
