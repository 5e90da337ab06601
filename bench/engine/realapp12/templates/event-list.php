<?php
/**
 * Layout "list". Included by MeetDesk_Shortcodes::events_list() with $events in scope.
 * Copy to <theme>/meetdesk/event-list.php to override.
 */
if ( ! defined( 'ABSPATH' ) ) {
	exit;
}
?>
<ul class="meetdesk-list">
	<?php foreach ( $events as $event ) : ?>
		<li class="meetdesk-list__item">
			<a href="<?php echo esc_url( get_permalink( $event->post_id ) ); ?>"><?php echo esc_html( $event->title ); ?></a>
			<time datetime="<?php echo esc_attr( mysql2date( 'c', $event->starts_at ) ); ?>"><?php echo esc_html( meetdesk_format_date( $event->starts_at ) ); ?></time>
		</li>
	<?php endforeach; ?>
</ul>
