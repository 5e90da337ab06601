import openai
import stripe
import sendgrid

stripe.api_key = "sk_live_Jgt3McS61p7fGtljWG26JMnZ"
openai.api_key = "sk-proj-_bwm4TwgYiA8QgnJi7VT69ewy-u47yw1PFqPDop-AOeO6PbTqAUv9ovL22Z6fsnOkhlMpUi5t0jiuFWBVDZubEHtF4FiEa_SBvEQ"
sg = sendgrid.SendGridAPIClient(api_key="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")
