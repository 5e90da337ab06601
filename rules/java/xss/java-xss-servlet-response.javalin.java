package fixtures.xss.javalin;

import io.javalin.Javalin;
import org.owasp.encoder.Encode;

public class App {
    public static void main(String[] args) {
        Javalin app = Javalin.create();
        app.get("/hello", ctx -> {
            // ruleid: java-xss-servlet-response
            ctx.html("<h1>Hello " + ctx.queryParam("name") + "</h1>");
        });
        app.get("/hello-safe", ctx -> {
            // ok: java-xss-servlet-response
            ctx.html("<h1>Hello " + Encode.forHtml(ctx.queryParam("name")) + "</h1>");
        });
        app.start(7070);
    }
}
