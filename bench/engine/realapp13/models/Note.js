import mongoose from 'mongoose';

const noteSchema = new mongoose.Schema(
  {
    candidateId: { type: Number, index: true },
    author: { type: String, index: true },
    body: String,
    score: { type: Number, min: 0, max: 10 },
    tags: [String],
    private: { type: Boolean, default: false },
  },
  { timestamps: true },
);

export default mongoose.model('Note', noteSchema);
