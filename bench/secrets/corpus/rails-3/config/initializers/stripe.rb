Stripe.api_key = 'sk_live_y8lu1dFvu0oOe8krUpJ8l90XkXcF9HaIqP'
