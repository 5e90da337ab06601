package fixtures.nosql;

import com.mongodb.BasicDBObject;
import com.mongodb.client.MongoCollection;
import com.mongodb.client.model.Filters;
import javax.servlet.http.HttpServletRequest;
import org.bson.Document;

public class OrderSearch {
    private MongoCollection<Document> orders;

    void search(HttpServletRequest request) {
        String filter = request.getParameter("filter");
        // ruleid: java-nosql-injection
        orders.find(Document.parse(filter));

        // ruleid: java-nosql-injection
        orders.find(new BasicDBObject("$where", "this.owner == '" + request.getParameter("owner") + "'"));

        // ruleid: java-nosql-injection
        orders.find(Filters.where("this.total > " + request.getParameter("min")));

        // ok: java-nosql-injection
        orders.find(Filters.eq("owner", request.getParameter("owner")));

        // ok: java-nosql-injection
        orders.find(new BasicDBObject("owner", request.getParameter("owner")));

        // ok: java-nosql-injection
        orders.find(Document.parse("{\"status\": \"open\"}"));
    }
}
