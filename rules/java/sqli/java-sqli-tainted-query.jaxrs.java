package fixtures.sqli.jaxrs;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import javax.sql.DataSource;
import javax.ws.rs.GET;
import javax.ws.rs.Path;
import javax.ws.rs.PathParam;
import javax.ws.rs.QueryParam;

@Path("/products")
public class ProductResource {
    private DataSource dataSource;

    @GET
    @Path("/{category}")
    public String list(@PathParam("category") String category, @QueryParam("page") int page) throws SQLException {
        try (Connection c = dataSource.getConnection()) {
            // ruleid: java-sqli-tainted-query
            ResultSet rs = c.createStatement().executeQuery("SELECT * FROM products WHERE category = '" + category + "'");
            // ok: java-sqli-tainted-query
            ResultSet paged = c.createStatement().executeQuery("SELECT * FROM products LIMIT 20 OFFSET " + page * 20);
            return rs.next() ? rs.getString("name") : "";
        }
    }
}
