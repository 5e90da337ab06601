export function Login() {
  return <input type="password" name="password" placeholder="Enter your password" autoComplete="current-password" />;
}
