<?php
if ( ! defined( 'ABSPATH' ) ) {
	exit;
}
?>
<div class="meetdesk-grid">
	<?php foreach ( $events as $event ) : ?>
		<article class="meetdesk-card">
			<h3 class="meetdesk-card__title"><?php echo esc_html( $event->title ); ?></h3>
			<p class="meetdesk-card__venue"><?php echo esc_html( $event->venue . ', ' . $event->city ); ?></p>
			<a class="meetdesk-card__more" href="<?php echo esc_url( get_permalink( $event->post_id ) ); ?>"><?php esc_html_e( 'Details', 'meetdesk' ); ?></a>
		</article>
	<?php endforeach; ?>
</div>
