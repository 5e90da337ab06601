package fixtures.xss.querymethods;

import java.io.IOException;
import java.io.PrintWriter;
import java.util.List;

import javax.servlet.http.HttpServletResponse;

import org.springframework.data.jpa.repository.JpaRepository;
import org.springframework.data.repository.CrudRepository;
import org.springframework.stereotype.Controller;
import org.springframework.web.bind.annotation.GetMapping;

class Review {
    private String body;
    private String author;

    public String getBody() {
        return body;
    }

    public String getAuthor() {
        return author;
    }
}

/** Query methods Spring Data derives from their names (find…By, read…By): entities from the database. */
interface ReviewRepository extends JpaRepository<Review, Long> {
    List<Review> findTop20ByOrderByPostedAtDesc();
}

interface ArchivedReviewRepository extends CrudRepository<Review, Long> {
    List<Review> readByArchivedTrue();
}

@Controller
public class ReviewWall {
    private final ReviewRepository reviews;
    private final ArchivedReviewRepository archived;

    public ReviewWall(ReviewRepository reviews, ArchivedReviewRepository archived) {
        this.reviews = reviews;
        this.archived = archived;
    }

    @GetMapping("/reviews")
    public void wall(HttpServletResponse response) throws IOException {
        response.setContentType("text/html");
        PrintWriter out = response.getWriter();
        for (Review r : reviews.findTop20ByOrderByPostedAtDesc()) {
            // ruleid: java-xss-stored
            out.println("<blockquote>" + r.getBody() + "</blockquote>");
        }
        for (Review r : archived.readByArchivedTrue()) {
            // ruleid: java-xss-stored
            out.println("<li>" + r.getAuthor() + "</li>");
        }
        // ok: java-xss-stored
        out.println("<p>" + reviews.count() + " reviews</p>");
    }
}
