<form class="contact" method="post" action="<?php echo esc_url( admin_url( 'admin-post.php' ) ); ?>">
	<?php wp_nonce_field( 'contact', '_contact_nonce' ); ?>
	<input type="hidden" name="action" value="clarke-law_contact">
	<label>Name <input name="name" required></label>
	<label>Email <input type="email" name="email" required></label>
	<label>Message <textarea name="message"></textarea></label>
	<div class="h-captcha" data-sitekey="82027eac-4cef-4f3d-9a3b-cd8153bd0199"></div>
	<button class="g-recaptcha" data-sitekey="<?php echo esc_attr( CLARKE_RECAPTCHA_SITE_KEY ); ?>" data-callback="onSubmit">Send</button>
</form>
