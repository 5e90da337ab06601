<?php
/**
 * @var object $event
 */
if ( ! defined( 'ABSPATH' ) ) {
	exit;
}
$prefill_name = isset( $_GET['rsvp_name'] ) ? wp_unslash( $_GET['rsvp_name'] ) : '';
?>
<form class="meetdesk-rsvp" data-event="<?php echo (int) $event->id; ?>">
	<h4><?php esc_html_e( 'Are you coming?', 'meetdesk' ); ?></h4>
	<input name="name" required value="<?php echo esc_attr( $prefill_name ); ?>" placeholder="<?php esc_attr_e( 'Your name', 'meetdesk' ); ?>">
	<input name="email" type="email" required placeholder="<?php esc_attr_e( 'Email', 'meetdesk' ); ?>">
	<select name="guests">
		<?php for ( $i = 0; $i <= 5; $i++ ) : ?>
			<option value="<?php echo $i; ?>"><?php echo $i; ?></option>
		<?php endfor; ?>
	</select>
	<button type="submit"><?php esc_html_e( 'RSVP', 'meetdesk' ); ?></button>
</form>
