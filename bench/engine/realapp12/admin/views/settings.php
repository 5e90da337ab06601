<?php
/**
 * @var array $settings
 * @var mixed $filters
 */
if ( ! defined( 'ABSPATH' ) ) {
	exit;
}
?>
<div class="wrap">
	<h1><?php esc_html_e( 'MeetDesk settings', 'meetdesk' ); ?></h1>
	<?php if ( isset( $_GET['imported'] ) ) : ?>
		<div class="notice notice-info"><p><?php echo (int) $_GET['imported'] ? esc_html__( 'Import finished.', 'meetdesk' ) : esc_html__( 'Import failed.', 'meetdesk' ); ?></p></div>
	<?php endif; ?>
	<form method="post" action="<?php echo esc_url( $_SERVER['REQUEST_URI'] ); ?>">
		<?php settings_fields( 'meetdesk' ); ?>
		<table class="form-table">
			<tr>
				<th><label for="md-maps-key"><?php esc_html_e( 'Google Maps API key', 'meetdesk' ); ?></label></th>
				<td><input id="md-maps-key" class="regular-text" name="meetdesk_settings[maps_key]" value="<?php echo esc_attr( $settings['maps_key'] ?? '' ); ?>"></td>
			</tr>
			<tr>
				<th><label for="md-feeds"><?php esc_html_e( 'iCal feeds (one per line)', 'meetdesk' ); ?></label></th>
				<td><textarea id="md-feeds" name="meetdesk_settings[feeds]" rows="4" class="large-text"><?php echo esc_textarea( implode( "\n", (array) ( $settings['feeds'] ?? array() ) ) ); ?></textarea></td>
			</tr>
		</table>
		<?php submit_button(); ?>
	</form>
	<?php if ( is_array( $filters ) && $filters ) : ?>
		<p class="description"><?php echo esc_html( sprintf( __( '%d saved filters', 'meetdesk' ), count( $filters ) ) ); ?></p>
	<?php endif; ?>
</div>
