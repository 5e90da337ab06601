Rails.configuration.stripe = {
  publishable_key: "pk_live_51NQ3e9xicrX70I4ua1uR5gLGUqDCrybR7APFaAvFlepP37mu3XabWyBQVIlyhnOMOCKchZeQ1F2w6swp1QBnKElFf94dX8cM4S",
  secret_key: Rails.application.credentials.stripe[:secret_key]
}
Stripe.api_key = Rails.configuration.stripe[:secret_key]
