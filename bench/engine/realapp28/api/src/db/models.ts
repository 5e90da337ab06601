import mongoose, { Schema } from 'mongoose';

// Listener messages and the play log live in MongoDB (high write volume, loose shape).
const messageSchema = new Schema({
  showSlug: { type: String, index: true },
  name: String,
  text: String,
  approved: { type: Boolean, default: false },
  createdAt: { type: Date, default: Date.now },
});

const playSchema = new Schema({
  showSlug: String,
  artist: String,
  title: String,
  playedAt: Date,
});

export const Message = mongoose.model('Message', messageSchema);
export const Play = mongoose.model('Play', playSchema);
