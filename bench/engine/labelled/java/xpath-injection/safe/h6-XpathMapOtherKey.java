package org.example.bench.web;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import javax.xml.parsers.DocumentBuilder;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.xpath.XPath;
import javax.xml.xpath.XPathExpressionException;
import javax.xml.xpath.XPathFactory;
import org.w3c.dom.Document;

@WebServlet(value = "/xpath-injection-xpathmapotherkey")
public class XpathMapOtherKey extends HttpServlet {

    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        doPost(request, response);
    }

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        String param = request.getParameter("emplid");
        if (param == null) param = "";
        java.util.HashMap<String, Object> map = new java.util.HashMap<String, Object>();
        map.put("keyA-7", "a-Value");
        map.put("keyB-7", param);
        map.put("keyC", "another-Value");
        String bar = (String) map.get("keyA-7");
        try {
            XPath xp = XPathFactory.newInstance().newXPath();
            String result = xp.evaluate("/Employees/Employee[@emplid='" + bar + "']", employees());
            response.getWriter().println(org.owasp.esapi.ESAPI.encoder().encodeForHTML(result));
        } catch (XPathExpressionException e) {
            throw new ServletException(e);
        }
    }

    private static Document employees() throws ServletException {
        try {
            DocumentBuilderFactory dbf = DocumentBuilderFactory.newInstance();
            dbf.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
            DocumentBuilder builder = dbf.newDocumentBuilder();
            return builder.parse(new java.io.File("/var/app/data/employees.xml"));
        } catch (Exception e) {
            throw new ServletException(e);
        }
    }
}
