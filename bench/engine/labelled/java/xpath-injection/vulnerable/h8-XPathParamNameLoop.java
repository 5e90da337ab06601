package org.bench.h8.xpath;

import java.io.IOException;
import java.util.Enumeration;
import javax.servlet.ServletException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.xpath.XPath;
import javax.xml.xpath.XPathConstants;
import javax.xml.xpath.XPathFactory;
import org.w3c.dom.Document;

public class XPathParamNameLoop extends HttpServlet {

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        String param = "";
        Enumeration<String> names = request.getParameterNames();
        while (names.hasMoreElements()) {
            String name = names.nextElement();
            if (name.startsWith("sku")) {
                param = request.getParameter(name);
                break;
            }
        }

        String bar = new Shaper().shape(param);
        try {
            Document doc = DocumentBuilderFactory.newInstance().newDocumentBuilder().parse("/srv/app/inventory.xml");
            XPath xp = XPathFactory.newInstance().newXPath();
            Double qty = (Double) xp.compile("sum(//item[sku='" + bar + "']/qty)").evaluate(doc, XPathConstants.NUMBER);
            response.getWriter().println(qty.intValue());
        } catch (Exception e) {
            response.sendError(500);
        }
    }

    static class Shaper {
        String shape(String s) {
            return s.replace(' ', '-');
        }
    }
}
