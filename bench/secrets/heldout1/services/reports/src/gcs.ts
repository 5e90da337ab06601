import { Storage } from '@google-cloud/storage';

export const storage = new Storage({
  projectId: 'acme-analytics',
  credentials: {
    client_email: 'reports@acme-analytics.iam.gserviceaccount.com',
    private_key: '-----BEGIN PRIVATE KEY-----\nCBm1hSDtlIVSsWV4u1s9gA6b0soptB/8b/TeaUMRGh2BymzusCqO+jONt92ZNHTz\nz/xexVOcd9LT+T7YkGPx6PCwuA0/jGiBxQwMdjWj7bYbFgfWv8RET4w22dAjE3Dt\nXEuQ4ip7tnEYyIgPGhkn/39cTg9nJ4XvCP4oX4eeFFuZAUd8L/1pNpL37WMmjkH1\nozn+V9GjUdbpFhXYfjOExaFsej3BrQMM3bcLk9XF=\n-----END PRIVATE KEY-----\n',
  },
});
