<?php
/**
 * @var object|null $event
 */
if ( ! defined( 'ABSPATH' ) ) {
	exit;
}
$is_new = empty( $event );
?>
<div class="wrap">
	<h1><?php echo $is_new ? esc_html__( 'New event', 'meetdesk' ) : esc_html( sprintf( __( 'Edit “%s”', 'meetdesk' ), $event->title ) ); ?></h1>
	<form method="post" action="<?php echo esc_url( admin_url( 'admin-post.php' ) ); ?>">
		<input type="hidden" name="action" value="meetdesk_save_event">
		<input type="hidden" name="event_id" value="<?php echo $is_new ? 0 : (int) $event->id; ?>">
		<?php wp_nonce_field( 'meetdesk_save_event' ); ?>
		<table class="form-table">
			<tr>
				<th><label for="md-title"><?php esc_html_e( 'Title', 'meetdesk' ); ?></label></th>
				<td><input id="md-title" class="regular-text" name="title" value="<?php echo $is_new ? '' : esc_attr( $event->title ); ?>"></td>
			</tr>
			<tr>
				<th><label for="md-venue"><?php esc_html_e( 'Venue', 'meetdesk' ); ?></label></th>
				<td><input id="md-venue" class="regular-text" name="venue" value="<?php echo $is_new ? '' : esc_attr( $event->venue ); ?>"></td>
			</tr>
			<tr>
				<th><?php esc_html_e( 'Description', 'meetdesk' ); ?></th>
				<td><?php wp_editor( $is_new ? '' : $event->description, 'md-description', array( 'textarea_name' => 'description' ) ); ?></td>
			</tr>
			<tr>
				<th><label for="md-password"><?php esc_html_e( 'Event password', 'meetdesk' ); ?></label></th>
				<td><input id="md-password" type="password" name="event_password" autocomplete="new-password"></td>
			</tr>
		</table>
		<?php submit_button(); ?>
	</form>
</div>
