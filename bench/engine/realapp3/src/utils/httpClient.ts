import axios, { AxiosRequestConfig } from 'axios';

// Thin wrapper so every outbound call gets the same timeout and user agent.
const client = axios.create({ timeout: 5000, headers: { 'User-Agent': 'ledgerly/1.4' } });

export const http = {
  async get<T>(url: string, options: AxiosRequestConfig = {}): Promise<T> {
    const res = await client.get<T>(url, options);
    return res.data;
  },
  async post<T>(url: string, body: unknown, options: AxiosRequestConfig = {}): Promise<T> {
    const res = await client.post<T>(url, body, options);
    return res.data;
  },
};
