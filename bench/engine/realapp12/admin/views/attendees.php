<?php
/**
 * @var object|null $event
 * @var array       $attendees
 * @var string      $tab       list|badges|stats
 */
if ( ! defined( 'ABSPATH' ) ) {
	exit;
}
?>
<div class="wrap">
	<h1><?php echo $event ? esc_html( $event->title ) : esc_html__( 'Attendees', 'meetdesk' ); ?></h1>
	<nav class="nav-tab-wrapper">
		<?php foreach ( array( 'list', 'badges', 'stats' ) as $name ) : ?>
			<a class="nav-tab<?php echo $name === $tab ? ' nav-tab-active' : ''; ?>" href="<?php echo esc_url( add_query_arg( 'tab', $name ) ); ?>"><?php echo esc_html( ucfirst( $name ) ); ?></a>
		<?php endforeach; ?>
	</nav>
	<?php include __DIR__ . '/attendees-' . $tab . '.php'; ?>
</div>
