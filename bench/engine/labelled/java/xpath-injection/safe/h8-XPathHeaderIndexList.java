package org.bench.h8.xpath;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import javax.servlet.ServletException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import javax.xml.xpath.XPath;
import javax.xml.xpath.XPathFactory;
import org.xml.sax.InputSource;

public class XPathHeaderIndexList extends HttpServlet {

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        String param = request.getHeader("X-Filter");
        if (param == null) param = "";

        List<String> regions = new ArrayList<>();
        regions.add("north");
        regions.add(param);
        regions.add("south");
        regions.remove(0);
        String region = regions.get(1);

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
