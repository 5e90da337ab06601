const ejs = require('ejs');
const path = require('path');
const express = require('express');
const { getCampaign } = require('../services/campaigns');

const router = express.Router();
const LAYOUT = path.join(__dirname, '..', 'views', 'email', 'campaign.ejs');

router.post('/campaigns/:id/preview', async (req, res) => {
  const campaign = await getCampaign(req.params.id);
  const { body } = req.body;
  const html = await ejs.renderFile(LAYOUT, {
    body,
    firstName: 'Jamie',
    unsubscribeUrl: `https://mail.example.com/u/${campaign.id}`,
  });
  res.send(html);
});

module.exports = router;
