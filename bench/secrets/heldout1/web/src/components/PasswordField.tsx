import { useState } from 'react';

const PASSWORD_POLICY = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[!@#$%^&*]).{12,}$/;

export function PasswordField({ onChange }: { onChange: (v: string) => void }) {
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const valid = PASSWORD_POLICY.test(password) && password === confirmPassword;
  return (
    <div>
      <input type="password" name="password" placeholder="Password" value={password}
        onChange={(e) => { setPassword(e.target.value); onChange(e.target.value); }} />
      <input type="password" name="confirmPassword" placeholder="Repeat password" value={confirmPassword}
        onChange={(e) => setConfirmPassword(e.target.value)} />
      {!valid && <small>Use 12+ characters with upper, lower, digit and symbol.</small>}
    </div>
  );
}
