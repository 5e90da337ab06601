package fixtures.template;

import freemarker.template.Configuration;
import freemarker.template.Template;
import java.io.IOException;
import java.io.StringReader;
import java.io.StringWriter;
import javax.servlet.http.HttpServletRequest;
import org.apache.velocity.VelocityContext;
import org.apache.velocity.app.Velocity;

public class PreviewRenderer {
    private Configuration cfg;

    String velocity(HttpServletRequest request) {
        VelocityContext context = new VelocityContext();
        context.put("name", request.getParameter("name"));
        StringWriter out = new StringWriter();
        // ruleid: java-template-injection
        Velocity.evaluate(context, out, "preview", request.getParameter("template"));
        // ok: java-template-injection
        Velocity.evaluate(context, out, "greeting", "Hello $name");
        return out.toString();
    }

    Template freemarker(HttpServletRequest request) throws IOException {
        String body = request.getParameter("body");
        // ruleid: java-template-injection
        Template custom = new Template("custom", new StringReader(body), cfg);
        // ok: java-template-injection
        Template fixed = new Template("fixed", new StringReader("Hello ${name}"), cfg);
        return cfg.getTemplate("greeting.ftl");
    }
}
