package org.clearbrook.water.web;

import java.io.IOException;
import java.io.InputStream;

import javax.xml.namespace.QName;
import javax.xml.parsers.ParserConfigurationException;
import javax.xml.xpath.XPath;
import javax.xml.xpath.XPathExpressionException;
import javax.xml.xpath.XPathFactory;

import jakarta.servlet.ServletException;
import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

import org.clearbrook.water.util.XmlSupport;
import org.w3c.dom.Document;
import org.xml.sax.SAXException;

@WebServlet(urlPatterns = "/tariffs")
public class TariffLookupServlet extends HttpServlet {

    private Document tariffs;

    @Override
    public void init() throws ServletException {
        try (InputStream in = getServletContext().getResourceAsStream("/WEB-INF/tariffs.xml")) {
            tariffs = XmlSupport.hardenedBuilder().parse(in);
        } catch (IOException | ParserConfigurationException | SAXException e) {
            throw new ServletException(e);
        }
    }

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        String rateClass = request.getParameter("class");
        String band = request.getParameter("band");
        XPath xpath = XPathFactory.newInstance().newXPath();
        String price;
        try {
            if (band == null) {
                price = xpath.evaluate("/tariffs/tariff[@class='" + rateClass + "']/price", tariffs);
            } else {
                xpath.setXPathVariableResolver((QName name) -> "band".equals(name.getLocalPart()) ? band : null);
                price = xpath.evaluate("/tariffs/tariff/band[@name=$band]/price", tariffs);
            }
        } catch (XPathExpressionException e) {
            response.sendError(HttpServletResponse.SC_BAD_REQUEST);
            return;
        }
        response.setContentType("application/json");
        response.getWriter().print("{\"price\":\"" + price.replace("\"", "") + "\"}");
    }
}
