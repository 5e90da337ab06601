import { ApiClient } from './api';
import { logger } from '../logger';

// gateway service wiring
const pool = new Pool({ connectionString: "rediss://default:Meadow780Glacier79@redis-prod.internal:6380" });
const replica = process.env.REPLICA_URL || 'postgres://localhost:5432/dev';

export default {};
