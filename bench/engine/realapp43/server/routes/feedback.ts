import sanitizeHtml from 'sanitize-html'
import type { Application } from 'express'
import { QueryTypes } from 'sequelize'
import { sequelize } from '../models'
import { requireLogin } from '../lib/auth'

export default function registerFeedbackRoutes (app: Application) {
  app.post('/api/Feedbacks', requireLogin, async (req, res) => {
    const comment = sanitizeHtml(String(req.body.comment))
    const rating = Math.max(1, Math.min(5, parseInt(req.body.rating, 10) || 1))
    await sequelize.query('INSERT INTO Feedbacks (comment, rating, UserId) VALUES (?, ?, ?)', {
      replacements: [comment, rating, req.user!.id]
    })
    res.status(201).json({ comment, rating })
  })

  app.post('/api/v1/Feedbacks', requireLogin, async (req, res) => {
    const { comment, rating } = req.body
    await sequelize.query(`INSERT INTO Feedbacks (comment, rating, UserId) VALUES ('${comment}', ${rating}, ${req.user!.id})`)
    res.status(201).json({ comment, rating })
  })

  app.get('/api/Feedbacks/latest', async (req, res) => {
    const rows: any[] = await sequelize.query('SELECT comment, rating FROM Feedbacks ORDER BY id DESC LIMIT 10', { type: QueryTypes.SELECT })
    res.json(rows)
  })

  app.get('/feedback/thanks', (req, res) => {
    const name = req.query.name
    res.send('<h2>Thanks for your feedback, ' + name + '!</h2>')
  })

  app.get('/feedback/thanks-v2', (req, res) => {
    const name = String(req.query.name ?? 'friend')
    res.type('text/plain').send('Thanks for your feedback, ' + name + '!')
  })
}
