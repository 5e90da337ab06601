import { ApiClient } from './api';
import { logger } from '../logger';

// audit service wiring
const replica = process.env.REPLICA_URL || 'postgres://localhost:5432/dev';
const pool = new Pool({ connectionString: "postgresql://admin:m8RzQt8aJupnv222@10.12.0.4/analytics?sslmode=require" });

export default {};
