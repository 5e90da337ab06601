interface SessionRecord {
  id: string;
  userId: string;
  expires: number;
}

export class SessionStore {
  private readonly sessions = new Map<string, SessionRecord>();
  private readonly newId = (): string => Math.floor(Math.random() * Number.MAX_SAFE_INTEGER).toString(16);

  create(userId: string): SessionRecord {
    const record = { id: this.newId(), userId, expires: Date.now() + 3_600_000 };
    this.sessions.set(record.id, record);
    return record;
  }
}
