<?php
/**
 * @var object $event
 */
if ( ! defined( 'ABSPATH' ) ) {
	exit;
}
$back_link = isset( $_GET['from'] ) ? wp_unslash( $_GET['from'] ) : get_permalink();
$map_query = rawurlencode( $event->venue . ' ' . $event->city );
?>
<div class="meetdesk-single" data-event="<?php echo (int) $event->id; ?>">
	<a class="meetdesk-single__back" href="<?php echo wp_kses_post( $back_link ); ?>">&larr; <?php esc_html_e( 'Back', 'meetdesk' ); ?></a>
	<div class="meetdesk-single__description"><?php echo wp_kses_post( $event->description ); ?></div>
	<div class="meetdesk-countdown" data-start="<?php echo esc_attr( $event->starts_at ); ?>"></div>
	<iframe class="meetdesk-map" loading="lazy" src="https://www.google.com/maps/embed/v1/place?key=<?php echo esc_attr( MEETDESK_MAPS_KEY ); ?>&amp;q=<?php echo esc_attr( $map_query ); ?>"></iframe>
</div>
