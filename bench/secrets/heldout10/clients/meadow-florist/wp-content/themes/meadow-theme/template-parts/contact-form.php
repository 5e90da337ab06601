<form class="contact" method="post" action="<?php echo esc_url( admin_url( 'admin-post.php' ) ); ?>">
	<?php wp_nonce_field( 'contact', '_contact_nonce' ); ?>
	<input type="hidden" name="action" value="meadow-florist_contact">
	<label>Name <input name="name" required></label>
	<label>Email <input type="email" name="email" required></label>
	<label>Message <textarea name="message"></textarea></label>
	<div class="h-captcha" data-sitekey="49217278-0f7c-4f14-9c8d-f8ebe6002561"></div>
	<button class="g-recaptcha" data-sitekey="<?php echo esc_attr( MEADOW_RECAPTCHA_SITE_KEY ); ?>" data-callback="onSubmit">Send</button>
</form>
