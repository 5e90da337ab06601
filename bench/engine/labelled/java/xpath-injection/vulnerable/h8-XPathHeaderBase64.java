package org.bench.h8.xpath;

import java.io.IOException;
import java.util.Base64;
import javax.servlet.ServletException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import javax.xml.xpath.XPath;
import javax.xml.xpath.XPathFactory;
import org.xml.sax.InputSource;

public class XPathHeaderBase64 extends HttpServlet {

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        String encoded = request.getHeader("X-Filter");
        if (encoded == null) {
            response.sendError(400);
            return;
        }
        byte[] raw = Base64.getDecoder().decode(encoded);
        String region = new String(raw, java.nio.charset.StandardCharsets.UTF_8);

        try {
            XPath xp = XPathFactory.newInstance().newXPath();
            InputSource source = new InputSource(getServletContext().getResourceAsStream("/WEB-INF/offices.xml"));
            String city = xp.evaluate("/offices/office[region='" + region + "']/city", source);
            response.getWriter().println(city.length());
        } catch (Exception e) {
            response.sendError(500);
        }
    }
}
