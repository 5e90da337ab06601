<form class="contact" method="post" action="<?php echo esc_url( admin_url( 'admin-post.php' ) ); ?>">
	<?php wp_nonce_field( 'contact', '_contact_nonce' ); ?>
	<input type="hidden" name="action" value="pinewood-hotel_contact">
	<label>Name <input name="name" required></label>
	<label>Email <input type="email" name="email" required></label>
	<label>Message <textarea name="message"></textarea></label>
	<div class="h-captcha" data-sitekey="69e5824d-a4f8-41ed-9830-c955272a1ab9"></div>
	<button class="g-recaptcha" data-sitekey="<?php echo esc_attr( PINEWOOD_RECAPTCHA_SITE_KEY ); ?>" data-callback="onSubmit">Send</button>
</form>
