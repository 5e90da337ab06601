<form class="contact" method="post" action="<?php echo esc_url( admin_url( 'admin-post.php' ) ); ?>">
	<?php wp_nonce_field( 'contact', '_contact_nonce' ); ?>
	<input type="hidden" name="action" value="bluefin-yachts_contact">
	<label>Name <input name="name" required></label>
	<label>Email <input type="email" name="email" required></label>
	<label>Message <textarea name="message"></textarea></label>
	<div class="h-captcha" data-sitekey="e3ed2e47-246a-44e6-8c1d-42d71f2f5fb2"></div>
	<button class="g-recaptcha" data-sitekey="<?php echo esc_attr( BLUEFIN_RECAPTCHA_SITE_KEY ); ?>" data-callback="onSubmit">Send</button>
</form>
