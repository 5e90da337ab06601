<?php
if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

class MeetDesk_Shortcodes {

	/** @var MeetDesk_Events_Repository */
	private $events;

	public function __construct( MeetDesk_Events_Repository $events ) {
		$this->events = $events;
	}

	/**
	 * [meetdesk_events layout="grid" per_page="10" title="Upcoming"]
	 */
	public function events_list( $atts ) {
		$atts = shortcode_atts( array(
			'layout'   => 'list',
			'per_page' => 10,
			'title'    => __( 'Upcoming events', 'meetdesk' ),
		), $atts, 'meetdesk_events' );

		$prefs  = MeetDesk_Preferences::current();
		$layout = isset( $_GET['layout'] ) ? wp_unslash( $_GET['layout'] ) : $prefs['layout'];

		$events = $this->events->paginate( array(
			'status'   => isset( $_GET['status'] ) ? wp_unslash( $_GET['status'] ) : 'publish',
			'orderby'  => isset( $_GET['orderby'] ) ? wp_unslash( $_GET['orderby'] ) : 'date',
			'order'    => isset( $_GET['order'] ) ? wp_unslash( $_GET['order'] ) : 'asc',
			'per_page' => $atts['per_page'],
			'paged'    => isset( $_GET['pg'] ) ? wp_unslash( $_GET['pg'] ) : 1,
		) );

		$html  = '<section class="meetdesk-events">';
		$html .= '<h2 class="meetdesk-events__title">' . esc_html( $atts['title'] ) . '</h2>';
		ob_start();
		include MeetDesk_Templates::layout_template( $layout );
		$html .= ob_get_clean();
		$html .= '</section>';
		return $html;
	}

	/**
	 * [meetdesk_event id="12" heading="Join us"]
	 */
	public function single_event( $atts ) {
		$atts  = shortcode_atts( array( 'id' => 0, 'heading' => '' ), $atts, 'meetdesk_event' );
		$event = $this->events->find( absint( $atts['id'] ) );
		if ( ! $event ) {
			return '';
		}
		$out = '<div class="meetdesk-event">';
		if ( $atts['heading'] ) {
			$out .= '<h3 class="meetdesk-event__heading">' . $atts['heading'] . '</h3>';
		}
		$out .= MeetDesk_Templates::render( 'event-single', array( 'event' => $event ) );

		if ( isset( $_GET['meetdesk_print'], $_GET['style'] ) ) {
			$out .= MeetDesk_Templates::print_view( wp_unslash( $_GET['style'] ), array( 'event' => $event ) );
		}
		return $out . '</div>';
	}

	/**
	 * [meetdesk_search]
	 */
	public function search_form( $atts ) {
		$search = isset( $_GET['meetdesk_q'] ) ? wp_unslash( $_GET['meetdesk_q'] ) : '';
		$city   = isset( $_GET['meetdesk_city'] ) ? wp_unslash( $_GET['meetdesk_city'] ) : '';

		$results = $search ? $this->events->search( $search ) : array();
		$in_city = $city ? $this->events->count_in_city( $city ) : 0;

		return MeetDesk_Templates::render( 'search-form', array(
			'search'  => $search,
			'city'    => $city,
			'results' => $results,
			'in_city' => $in_city,
		) );
	}
}
